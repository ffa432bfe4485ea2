# frozen_string_literal: true

Gem::Specification.new do |spec|
  spec.name = "capybara-turbo_tui"
  spec.version = "0.3.0"
  spec.summary = "A Capybara driver that runs Rails system tests on turbo-tui: Turbo without JavaScript, without Chrome"
  spec.description = <<~TEXT
    Registers the Capybara driver :turbo_tui. Each session runs one `turbo-tui drive` process,
    which speaks Turbo Drive, frames, streams and path-configuration modals without JavaScript.
    Finders run in Ruby, with Nokogiri, over a snapshot of the page that turbo-tui ships with
    element handles and live form state (docs/capybara.md).
  TEXT
  spec.authors = ["turbo-tui"]
  spec.license = "MIT"
  spec.files = Dir["lib/**/*.rb"]
  spec.require_paths = ["lib"]
  spec.required_ruby_version = ">= 3.0"
  spec.add_dependency "capybara", ">= 3.36"
  spec.add_dependency "nokogiri", ">= 1.12"
end
