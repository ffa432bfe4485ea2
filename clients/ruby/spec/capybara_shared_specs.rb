# frozen_string_literal: true

# Capybara's own driver conformance suite (the shared session specs that
# Debian's ruby-capybara ships in lib/capybara/spec), run on :turbo_tui and,
# for comparison, on :rack_test, with rack_test's skip list: what a driver
# without JavaScript, windows or screenshots cannot be asked.
#
#   DRIVER=turbo_tui rspec -I clients/ruby/lib clients/ruby/spec/capybara_shared_specs.rb
#   DRIVER=rack_test rspec -I clients/ruby/lib clients/ruby/spec/capybara_shared_specs.rb
require "capybara/spec/spec_helper"
require "capybara/turbo_tui"

RSpec.configure do |config|
  Capybara::SpecHelper.configure(config)
end

SKIPPED = %i[js modals screenshot frames windows send_keys server hover about_scheme download css scroll spatial
             html_validation shadow_dom active_element].freeze

# Capybara's test app is a classic site (no page loads Turbo), served on
# 127.0.0.1: Turbo runs where a page loads it, not because of the host.
Capybara.register_driver(:turbo_tui_classic) { |app| Capybara::TurboTUI::Driver.new(app, turbo: "page") }

# Selenium on Debian's headless chromium, for make bench's comparison
# (DRIVER=selenium). Its sandbox cannot start as root (a container, CI).
Capybara.register_driver(:selenium) do |app|
  require "selenium-webdriver"
  options = Selenium::WebDriver::Chrome::Options.new
  options.add_argument("--headless")
  options.add_argument("--no-sandbox") if Process.uid.zero?
  Capybara::Selenium::Driver.new(app, browser: :chrome, options: options)
end

driver = (ENV["DRIVER"] || "turbo_tui").to_sym
session = Capybara::Session.new(driver == :turbo_tui ? :turbo_tui_classic : driver, TestApp)
Capybara::SpecHelper.run_specs(session, driver.to_s, capybara_skip: SKIPPED)
