# frozen_string_literal: true

module Capybara
  module TurboTUI
    # `Capybara::Driver::Base` on `turbo-tui drive`. Actions (visit, click,
    # set, select) are commands; finders and node reads run in Ruby over a
    # snapshot of the page (`Snapshot`), fetched again only when the page
    # changed (the snapshot's tag), so a test's thousands of node questions
    # cost no round trip each.
    class Driver < Capybara::Driver::Base
      # `app_hosts`: the hosts whose every port is the app's (`--app-host`):
      # Capybara's servers listen on 127.0.0.1 at ports of their choosing,
      # and a test may visit two of them, or change `Capybara.app_host`.
      # `images`: off, since no finder or matcher looks at the screen's image cells and
      # every command would wait for the shown page's images to be fetched and drawn.
      DEFAULT_OPTIONS = { width: 120, height: 40, arguments: [], app_hosts: %w[127.0.0.1 localhost], images: "off" }.freeze

      attr_reader :app, :options

      # Options: `binary` (default TURBO_TUI_BIN, else `turbo-tui` on the
      # PATH), `width`/`height` of the in-memory screen, `path_config` (a
      # URL or file: the app's path configuration, so modal routes open the
      # modal), `turbo` (`"page"`: Turbo only where a page loads it, for an
      # app whose pages are not all Turbo's; default: the app's hosts are
      # Turbo's, as in Hotwire Native), `images` (`"off"`; `"symbols"` draws them on the
      # screen that `screen` reads), `arguments` (more `turbo-tui drive` options).
      def initialize(app, **options)
        super()
        @app = app
        @options = DEFAULT_OPTIONS.merge(options)
        @snapshot = nil
        @snapshot_dirty = true
      end

      def needs_server?
        true
      end

      # Capybara retries a failed finder only while this holds: when the
      # page can change without a command (a live stream source, a refresh
      # or lazy frame due, a request in flight; the snapshot's `live`). A
      # static page answers at once, as rack_test does; a page with a stream
      # source is waited on, as a browser is.
      def wait?
        @snapshot.nil? || @live
      end

      def process
        @process ||= DriveProcess.new(binary: binary, arguments: drive_arguments)
      end

      # A command; the page may have changed, so the next read takes a new snapshot.
      def command(command)
        @snapshot_dirty = true
        answer = process.call(command)
        keep_window(answer, switching: command.key?(:tab) || command.key?(:close_tab))
        answer
      end

      # Once the page is in, its Action Cable subscriptions are let to be
      # answered (up to 2 s): a broadcast sent before that is lost, in a
      # browser too, and a test that broadcasts right after a visit must not
      # race the page (docs/capybara.md, "Live updates").
      def visit(url)
        command(visit: url)
        process.call_unchecked(wait: { idle: true }, timeout: 2)
      end

      # A page that answered a form (a POST) is sent again, as a browser's
      # reload does once its user agrees: turbo-tui asks, and this agrees.
      def refresh
        process.call(confirm: "accept")
        answer = command(reload: true)
        process.call(confirm: "dismiss") unless answer["confirm"]
        answer
      end

      def go_back
        command(back: true)
      end

      def go_forward
        command(forward: true)
      end

      # A tab with no page yet (a new window's) is about:blank, as in a browser.
      def current_url
        state["url"] || "about:blank"
      end

      def title
        snapshot.title
      end

      def html
        process.call(html: true)["html"]
      end

      def status_code
        response["status"]
      end

      def response_headers
        Capybara::TurboTUI::Headers.new(response["headers"])
      end

      def find_xpath(query, **_hints)
        refresh_snapshot
        wrap(snapshot.document.xpath(query))
      end

      def find_css(query, **_hints)
        refresh_snapshot
        wrap(snapshot.document.css(query, PseudoClasses.new))
      end

      def reset!
        return unless @process&.started?

        @process.call(reset: true)
        @shown_tab = @tab_count = nil
        @snapshot = nil
        @snapshot_dirty = true
      end

      def invalid_element_errors
        [StaleElement, NotInteractable]
      end

      def active_element
        refresh_snapshot
        handle = snapshot.focused_handle
        element = handle && snapshot.element(handle)
        element ? Node.new(self, element) : nil
      end

      # Windows are tabs: a `target=_blank` link or form opens one
      # (`window_opened_by { click_link ... }`), handles are the tabs' ids.
      def window_handles
        tabs.map { |tab| tab["id"].to_s }
      end

      def current_window_handle
        tabs.find { |tab| tab["shown"] }&.fetch("id")&.to_s
      end

      def switch_to_window(handle)
        tab = tab_with(handle)
        command(tab: tab["number"]) unless tab["shown"]
      end

      def close_window(handle)
        command(close_tab: tab_with(handle)["number"])
      end

      # A new tab with no page, which the test's next `visit` in it fills;
      # as a browser does, the driver stays in the window it was in.
      def open_new_window(_kind = :tab)
        shown = state["tab"]
        command(tab: true)
        command(tab: shown)
      end

      def no_such_window_error
        NoSuchWindow
      end

      def send_keys(*keys)
        Keys.each(keys) { |key| command(press: key) }
      end

      # `data-turbo-confirm` questions: the next one is answered as told
      # while the block runs; a question whose text differs, or none, is
      # Capybara's ModalNotFound.
      def accept_modal(type, text: nil, **_options, &blk)
        answer_modal(type, "accept", text, &blk)
      end

      def dismiss_modal(type, text: nil, **_options, &blk)
        answer_modal(type, "dismiss", text, &blk)
      end

      # The snapshot in force: taken again after a command changed the page.
      def snapshot
        refresh_snapshot if @snapshot_dirty || @snapshot.nil?
        @snapshot
      end

      # Nodes read the snapshot through here: the element of `handle` now,
      # or the stale-element error.
      def element(handle)
        snapshot.element(handle) || raise(StaleElement, "The element of node #{handle} is no longer on the shown page.")
      end

      def state
        process.call(state: true)["state"]
      end

      def modal?
        state["modal"] == true
      end

      def click_done
        command(done: true)
      end

      # Asks for a snapshot unless the page is as the last one showed it. A
      # page changes between commands only while it is live (a stream
      # source, a refresh or lazy frame due, a request in flight): then
      # finders ask, with the tag, and a static page costs no round trip.
      def refresh_snapshot
        return if @snapshot && !@snapshot_dirty && !@live

        answer = process.call(snapshot: @snapshot ? { unless: @snapshot.tag } : true)
        @snapshot = Snapshot.new(answer) unless answer["unchanged"]
        @live = answer["live"]
        @snapshot_dirty = false
      end

      # Nodes pass their click answers here, so `accept_confirm` sees the question.
      def note_answer(answer)
        @last_confirm = answer.dig("confirm", "question") if answer.is_a?(Hash) && answer["confirm"]
        answer
      end

      private

      def wrap(elements)
        elements.map { |element| Node.new(self, element) }
      end

      def response
        process.call(response: true)
      end

      def tabs
        process.call(tabs: true)["tabs"]
      end

      # A browser stays in its window when a link or form opens another;
      # turbo-tui shows the tab it opens, so the driver goes back to the one
      # the test was in (Capybara switches with `within_window`).
      def keep_window(answer, switching:)
        state = answer["state"]
        return unless state.is_a?(Hash) && state["tab"]

        if !switching && @shown_tab && state["tab_count"].to_i > @tab_count.to_i && state["tab"] != @shown_tab
          state = process.call(tab: @shown_tab)["state"]
        end
        @shown_tab = state["tab"]
        @tab_count = state["tab_count"]
      end

      def tab_with(handle)
        tabs.find { |tab| tab["id"].to_s == handle.to_s } || raise(NoSuchWindow, "No tab has the handle #{handle}")
      end

      def answer_modal(type, answer, text)
        raise Capybara::NotSupportedByDriverError, "turbo-tui answers confirm questions only" unless type == :confirm

        process.call(confirm: answer)
        @last_confirm = nil
        yield
        question = @last_confirm
        process.call(confirm: "dismiss") unless question
        raise Capybara::ModalNotFound, "No data-turbo-confirm question was asked" unless question
        if text && !(text.is_a?(Regexp) ? question.match?(text) : question.include?(text))
          raise Capybara::ModalNotFound, "The question was #{question.inspect}, not #{text.inspect}"
        end

        question
      end

      def binary
        @options[:binary] || ENV["TURBO_TUI_BIN"] || "turbo-tui"
      end

      def drive_arguments
        arguments = ["--width", @options[:width].to_s, "--height", @options[:height].to_s, "--images", @options[:images].to_s]
        arguments += ["--path-config", @options[:path_config]] if @options[:path_config]
        @options[:app_hosts].each { |host| arguments += ["--app-host", host] }
        arguments += ["--turbo", @options[:turbo].to_s] if @options[:turbo]
        arguments + @options[:arguments]
      end
    end

    # Response headers, looked up without regard to case (HTTP's rule; Rack
    # spells them as the server sent them).
    class Headers < Hash
      def initialize(headers)
        super()
        headers.each { |name, value| self[name] = value }
      end

      def [](name)
        key = keys.find { |candidate| candidate.casecmp?(name.to_s) }
        key && super(key)
      end
    end

    # Capybara's key symbols as `turbo-tui drive`'s `press` names them.
    module Keys
      NAMES = {
        enter: "Enter", return: "Enter", tab: "Tab", escape: "Esc", backspace: "Backspace", delete: "Delete",
        up: "Up", down: "Down", left: "Left", right: "Right", page_up: "PgUp", page_down: "PgDn",
        home: "Home", end: "End", space: "Space"
      }.freeze

      def self.each(keys)
        keys.each do |key|
          case key
          when String then key.each_char { |character| yield character }
          when Symbol
            name = NAMES[key] || raise(ArgumentError, "turbo-tui has no key #{key.inspect}")
            yield name
          when Array
            raise Capybara::NotSupportedByDriverError, "turbo-tui sends no modifier chords but Ctrl-letter"
          end
        end
      end
    end
  end
end
