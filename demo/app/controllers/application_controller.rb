class ApplicationController < ActionController::Base
  include Turbo::Native::Navigation
  include Turbo::FrameRequest

  # Refuses any non-GET request without the session's authenticity token
  # (from the form or the X-CSRF-Token header): 422, page unchanged.
  protect_from_forgery with: :exception

  helper_method :current_user

  private

  def current_user
    session[:user]
  end
end
