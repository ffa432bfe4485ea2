# The sign-in form: any name, with the demo's one password.
class SignIn
  include ActiveModel::Model

  PASSWORD = "turbo"

  attr_accessor :name, :password

  validates :name, presence: true, length: { maximum: 40 }
  validate :password_matches

  private

  def password_matches
    errors.add(:password, "is wrong (the demo password is \"#{PASSWORD}\")") unless password == PASSWORD
  end
end
