# Posts kept in memory. Every change is broadcast over Action Cable to the
# pages that show the list; forms answer 422 with their errors.
class PostsController < ApplicationController
  before_action :find_post, only: %i[show edit update destroy]

  def index
    @posts = Post.store.all
  end

  def show; end

  def new
    @post = Post.new
  end

  def create
    @post = Post.new(post_params)
    if Post.store.save(@post)
      Turbo::StreamsChannel.broadcast_action_to("posts", action: :append, target: "posts",
                                                partial: "posts/post", locals: { post: @post })
      recede_or_redirect_to posts_path, notice: "Post created."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit; end

  def update
    @post.assign_attributes(post_params)
    if Post.store.save(@post)
      Turbo::StreamsChannel.broadcast_action_to("posts", action: :replace, target: helpers.dom_id(@post),
                                                partial: "posts/post", locals: { post: @post })
      recede_or_redirect_to post_path(@post), notice: "Post updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    Post.store.delete(@post)
    Turbo::StreamsChannel.broadcast_action_to("posts", action: :remove, target: helpers.dom_id(@post))
    redirect_to posts_path, status: :see_other, notice: "Post deleted."
  end

  private

  def find_post
    @post = Post.store.find(params[:id]) or raise ActionController::RoutingError, "no post #{params[:id]}"
  end

  def post_params
    params.require(:post).permit(:title, :body)
  end
end
