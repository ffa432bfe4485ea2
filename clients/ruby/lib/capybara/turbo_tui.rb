# frozen_string_literal: true

require "capybara"
require "capybara/turbo_tui/errors"
require "capybara/turbo_tui/drive_process"
require "capybara/turbo_tui/snapshot"
require "capybara/turbo_tui/node"
require "capybara/turbo_tui/driver"
require "capybara/turbo_tui/dsl"

# `require "capybara/turbo_tui"` registers the driver; a Rails system test
# uses it with `driven_by :turbo_tui` (docs/capybara.md).
Capybara.register_driver(:turbo_tui) { |app| Capybara::TurboTUI::Driver.new(app) }
