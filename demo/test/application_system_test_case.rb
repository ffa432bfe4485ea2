# frozen_string_literal: true

# The demo's system tests: Rails' own system test case, driven by
# turbo-tui through the :turbo_tui Capybara driver (clients/ruby), with the
# demo's path configuration, so modal routes open the modal.
#
#   script/demo-system-tests          (what `make test` runs)
require "tmpdir"
ENV["RAILS_ENV"] = "test"
ENV["DEMO_REQUEST_LOG"] ||= File.join(Dir.tmpdir, "turbo-demo-system-tests-#{Process.pid}.log")
require_relative "../config/environment"
require "rails/test_help"
require "capybara/turbo_tui"

Capybara.register_driver(:turbo_tui) do |app|
  Capybara::TurboTUI::Driver.new(app, path_config: File.expand_path("../public/configurations/tui_v1.json", __dir__))
end
Capybara.server = :puma, { Silent: true }

# rails/test_help makes ActionController::Live stream in the request's own
# thread, which suits controller tests; here a real server streams to a real
# client, and an event stream in the request's thread would hold the request
# (and Capybara's reset, which waits for it) until it ends by itself.
module ActionController::Live
  def new_controller_thread
    Thread.new do
      Thread.current.abort_on_exception = true
      yield
    end
  end
end

class ApplicationSystemTestCase < ActionDispatch::SystemTestCase
  include Capybara::TurboTUI::DSL

  # DEMO_DRIVER=rack_test (or selenium) runs the same tests on another
  # driver, for `make bench`'s comparison. Selenium drives Debian's headless
  # chromium, whose sandbox cannot start as root (a container, CI).
  if ENV["DEMO_DRIVER"] == "selenium"
    require "selenium-webdriver"
    driven_by :selenium, using: :headless_chrome do |options|
      options.add_argument("--no-sandbox") if Process.uid.zero?
    end
  else
    driven_by ENV.fetch("DEMO_DRIVER", "turbo_tui").to_sym
  end

  # Rails' engine for spreading tests over processes: each worker boots its
  # own server, and each session runs its own turbo-tui.
  parallelize(workers: ENV.fetch("PARALLEL_WORKERS", 2).to_i)

  # A screenshot needs a graphical browser; turbo-tui's screen is text.
  def take_failed_screenshot; end

  def sign_in(name)
    visit "/"
    within("#session-status") { click_link "Sign in" }
    within_modal do
      fill_in "Name", with: name
      fill_in "Password", with: SignIn::PASSWORD
      click_button "Sign in"
    end
  end
end
