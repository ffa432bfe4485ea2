# A GET form: the query travels in the URL (`/search?q=...`), so the answer
# is an ordinary page that back and reload reach again.
class SearchController < ApplicationController
  def index
    @query = params[:q].to_s.strip
    @posts = @query.empty? ? [] : Post.store.all.select { |post| post.matches?(@query) }
  end
end
