# The exceptions app: renders every error status (404, 422, 500...) as a
# page of the site with a way home, as a production Rails app would.
class ErrorsController < ActionController::Base
  include Turbo::FrameRequest
  helper_method :current_user

  MESSAGES = {
    404 => "There is no page at this address.",
    422 => "The change you wanted was rejected (the form's authenticity token was missing or wrong).",
    500 => "Something went wrong on the server. The error has been logged."
  }.freeze

  def show
    @status = request.path_info.delete_prefix("/").to_i
    @status = 500 unless @status.between?(400, 599)
    @message = MESSAGES.fetch(@status) { Rack::Utils::HTTP_STATUS_CODES.fetch(@status, "Error") }
    render status: @status, formats: :html
  end

  private

  def current_user
    session[:user]
  end
end
