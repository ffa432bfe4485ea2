# A file received by the multipart form on /uploads. Only what a client can
# check is kept (name, type, size), with the note typed beside it; uploads
# live in memory like posts and reset when the server restarts.
class Upload
  include ActiveModel::Model
  include ActiveModel::Attributes

  attribute :id, :integer
  attribute :filename, :string
  attribute :content_type, :string
  attribute :size, :integer
  attribute :note, :string

  validates :filename, presence: { message: "is missing: choose a file to send" }
  validates :note, length: { maximum: 200 }

  STORE = PostStore.new

  def self.store
    STORE
  end

  # An empty file part (no file chosen) arrives as a string or not at all.
  def self.receive(file, note:)
    return new(note: note) unless file.respond_to?(:original_filename)
    new(filename: file.original_filename, content_type: file.content_type, size: file.size, note: note)
  end

  def persisted?
    id.present?
  end
end
