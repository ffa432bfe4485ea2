# frozen_string_literal: true

require "json"
require "open3"
require "tmpdir"

module Capybara
  module TurboTUI
    # One `turbo-tui drive` process: a JSON command per line in, one answer
    # per line out (docs/drive.md). Started on the first command.
    class DriveProcess
      # The error classes of the answers' `code`s (docs/drive.md).
      ERRORS = { "stale_element" => StaleElement, "not_interactable" => NotInteractable }.freeze

      attr_reader :arguments

      def initialize(binary:, arguments:)
        @binary = binary
        @arguments = arguments
        @stdin = nil
      end

      # The answer of `command` (a Hash); a failed command raises, a stale
      # element as StaleElement.
      def call(command)
        answer = call_unchecked(command)
        return answer if answer["ok"]

        raise ERRORS.fetch(answer["code"], Error), answer["error"]
      end

      # The answer, whether or not the command succeeded.
      def call_unchecked(command)
        start unless @stdin
        @stdin.write(JSON.generate(command) << "\n")
        @stdin.flush
        line = @stdout.gets
        raise ProcessError, "turbo-tui drive ended (#{ended_because})" unless line

        JSON.parse(line)
      rescue Errno::EPIPE
        raise ProcessError, "turbo-tui drive ended (#{ended_because})"
      end

      def started?
        !@stdin.nil?
      end

      def stop
        return unless @stdin

        @stdin.close
        @wait.value
        FileUtils.rm_rf(@directory)
        @stdin = nil
      end

      private

      def start
        @directory = Dir.mktmpdir("turbo-tui-capybara")
        command = [@binary, "drive", "--no-config", "--no-save-cookies",
                   "--cookie-jar", File.join(@directory, "cookies.txt"),
                   "--downloads", File.join(@directory, "downloads"), *@arguments]
        @log = File.join(@directory, "stderr.log")
        @stdin, @stdout, @wait = Open3.popen2(*command, err: @log)
        at_exit { stop }
      rescue Errno::ENOENT
        raise ProcessError, "#{@binary} was not found: build turbo-tui, or set TURBO_TUI_BIN"
      end

      def ended_because
        status = @wait&.value
        log = File.exist?(@log.to_s) ? File.read(@log).lines.last(3).join.strip : ""
        "#{status}#{log.empty? ? "" : ": #{log}"}"
      end
    end
  end
end
