# frozen_string_literal: true

module Capybara
  module TurboTUI
    # What a Turbo app's tests ask beyond Capybara's own DSL: the modal that
    # the path configuration opens (Hotwire Native's modal context), and its
    # Done button. Include it in a system test case (docs/capybara.md).
    module DSL
      # Runs the block while a modal is shown; Capybara's finders already act
      # on the modal's page then, as a user sees it. Fails when none is shown.
      def within_modal
        raise Capybara::ExpectationNotMet, "No modal is shown (the path configuration opens one for modal routes)" unless modal?

        yield
      end

      # Whether a modal is shown now.
      def modal?
        turbo_tui_driver.modal?
      end

      # Done on the modal: it closes, and the page below is shown again.
      def click_done
        turbo_tui_driver.click_done
      end

      private

      def turbo_tui_driver
        driver = page.driver
        return driver if driver.is_a?(Capybara::TurboTUI::Driver)

        raise Capybara::NotSupportedByDriverError, "modals are turbo-tui's: drive this test with :turbo_tui"
      end
    end
  end
end
