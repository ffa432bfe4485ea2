# Posts in memory, shared by puma's threads: every access holds the lock and
# hands out copies, so a half-edited post is never visible to another request.
class PostStore
  def initialize(seeds = [])
    @lock = Mutex.new
    @posts = {}
    @next_id = 1
    seeds.each { |post| save(post) }
  end

  def all
    @lock.synchronize { @posts.values.map(&:dup) }
  end

  def find(id)
    @lock.synchronize { @posts[id.to_i]&.dup }
  end

  # False (with the post's errors filled in) when it is not valid.
  def save(post)
    return false unless post.valid?
    @lock.synchronize do
      if post.id.nil?
        post.id = @next_id
        @next_id += 1
      end
      @posts[post.id] = post.dup
    end
    true
  end

  def delete(post)
    @lock.synchronize { @posts.delete(post.id) }
  end
end
