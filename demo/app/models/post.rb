# A post: validated like an Active Record model, kept in PostStore.
class Post
  include ActiveModel::Model
  include ActiveModel::Attributes

  attribute :id, :integer
  attribute :title, :string
  attribute :body, :string

  validates :title, presence: true, length: { maximum: 80 }
  validates :body, length: { maximum: 2000 }

  # Made once at load time (eager loading), before puma starts its threads.
  STORE = PostStore.new(
    [new(title: "Welcome to the demo", body: "Posts live in memory and reset when the server restarts."),
     new(title: "Edit me", body: "Forms open as modals in turbo-tui; a save is broadcast to every open list.")]
  )

  def self.store
    STORE
  end

  # Case-insensitive, in the title or the body: what /search looks for.
  def matches?(query)
    [title, body].compact.any? { |text| text.downcase.include?(query.downcase) }
  end

  def persisted?
    id.present?
  end
end
