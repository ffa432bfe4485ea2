# Cable connections carry the same session cookie as pages, so a signed-in
# client is known on the socket too (and logged as such).
module ApplicationCable
  class Connection < ActionCable::Connection::Base
    identified_by :user_name

    def connect
      session = cookies.encrypted[Rails.application.config.session_options[:key]] || {}
      self.user_name = session["user"] || "guest"
    end
  end
end
