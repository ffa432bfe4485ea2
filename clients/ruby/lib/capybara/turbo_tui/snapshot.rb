# frozen_string_literal: true

require "nokogiri"
require "set"

module Capybara
  module TurboTUI
    # The shown page as `{"snapshot":true}` ships it: parsed once with
    # Nokogiri's HTML5 parser (the spec's parser, as turbo-tui's own is, so
    # the tree comes back as turbo-tui has it), each element found by the
    # handle turbo-tui gave it.
    class Snapshot
      HANDLE = "data-turbo-tui-node"
      HIDDEN = "data-turbo-tui-hidden"
      # Attributes of the snapshot's own, which the page never had.
      OWN_ATTRIBUTES = [HANDLE, HIDDEN].freeze

      attr_reader :document, :tag, :url, :focused_handle

      def initialize(answer)
        @document = Nokogiri::HTML5(answer.fetch("html"), max_errors: 0, max_tree_depth: -1)
        @tag = answer["tag"]
        @url = answer["url"]
        @focused_handle = answer["focused"]
        @by_handle = {}
        @document.xpath("//*[@#{HANDLE}]").each { |element| @by_handle[element[HANDLE].to_i] = element }
      end

      # The element of `handle` in this snapshot, or nil when it left the page.
      def element(handle)
        @by_handle[handle]
      end

      def title
        title = @document.at_xpath("/html/head/title") || @document.at_xpath("//title")
        title ? title.text : ""
      end

      def self.handle(element)
        element[HANDLE]&.to_i
      end
    end
  end
end
