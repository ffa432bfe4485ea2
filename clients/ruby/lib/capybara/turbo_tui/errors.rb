# frozen_string_literal: true

module Capybara
  module TurboTUI
    # A command turbo-tui could not do; the sentence is turbo-tui's own.
    class Error < Capybara::CapybaraError; end

    # The element left the shown page (a new page, a stream removed it).
    # Capybara's `synchronize` finds it again when it sees this error.
    class StaleElement < Error; end

    # The element is not shown as a link, button or field (hidden by CSS,
    # or plain text): what a browser's driver calls not interactable.
    # Capybara then tries the element's label, as it does in a browser.
    class NotInteractable < Error; end

    # A window handle that names no open tab.
    class NoSuchWindow < Error; end

    # The `turbo-tui drive` process could not be started, or it ended.
    class ProcessError < Error; end
  end
end
