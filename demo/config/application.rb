# The demo Rails app: Debian's Rails 6.1 gems only, no database, no bundler.
# Settings are those of a production app so that errors, CSRF and sessions
# behave as they would on a real Turbo site.
ENV["RAILS_ENV"] ||= "production"

require "securerandom"
require "action_controller/railtie"
require "action_view/railtie"
require "action_cable/engine"
require "active_model/railtie"
require_relative "../lib/request_log"

module TurboDemo
  class Application < Rails::Application
    config.load_defaults 6.1
    config.root = File.expand_path("..", __dir__)
    config.eager_load = true
    config.cache_classes = true
    config.consider_all_requests_local = false
    config.public_file_server.enabled = true
    config.exceptions_app = ->(env) { ErrorsController.action(:show).call(env) }

    # The key signing session cookies and stream names. A fresh one per start
    # unless given: signing in again after a restart is fine for a demo.
    ENV["SECRET_KEY_BASE"] ||= SecureRandom.hex(64)

    # A lasting cookie, as a native app's sign-in lasts: turbo-tui keeps it in its cookie
    # file (session cookies never go to disk), so a second run is still signed in.
    config.session_store :cookie_store, key: "_turbo_demo_session", same_site: :lax, expire_after: 14 * 24 * 3600
    config.action_controller.default_protect_from_forgery = true

    request_log = ENV.fetch("DEMO_REQUEST_LOG") { File.join(config.root, "log/requests.log") }
    config.middleware.insert_before 0, RequestLog, request_log
    config.logger = ActiveSupport::Logger.new(File.join(File.dirname(request_log), "rails.log"))
    config.log_level = :info
    config.filter_parameters += [:password]

    config.action_cable.cable = { "adapter" => "async" }
    config.action_cable.mount_path = "/cable"
    config.action_cable.allowed_request_origins = [%r{\Ahttps?://(127\.0\.0\.1|localhost)(:\d+)?\z}]

    config.after_initialize { CableClock.start unless ENV["DEMO_CLOCK"] == "off" }
  end
end
