# frozen_string_literal: true

module Capybara
  module TurboTUI
    # An element of the shown page: read from the snapshot it was found in
    # (or, after the page changed, from the newest snapshot, by its handle),
    # acted on through `turbo-tui drive` by its handle. Once its element has
    # left the page, every call raises StaleElement, which Capybara's
    # `synchronize` answers by finding it again.
    class Node < Capybara::Driver::Node
      # Elements that begin and end a line of text (what a browser draws as a block).
      BLOCK = %w[address article aside blockquote dd details dialog div dl dt fieldset figcaption figure footer form
                 h1 h2 h3 h4 h5 h6 header hr li main nav noscript ol p pre section summary table tbody thead tfoot
                 tr ul].to_set.freeze
      TEXT_INPUT_EXCEPTIONS = %w[checkbox radio file submit image reset button hidden].freeze
      NOT_READONLY_TYPES = %w[hidden range color checkbox radio file submit image reset button].freeze


      # turbo-tui's answer to a click on a link that only JavaScript could follow.
      JAVASCRIPT_LINK = "javascript: links are not followed"

      attr_reader :handle

      def initialize(driver, native, initial_cache = {})
        super
        @handle = Snapshot.handle(native)
        @snapshot = driver.snapshot
      end

      # The element now: the one found, while the page is as it was.
      def native
        return @native unless @handle

        current = driver.snapshot
        return @native if current.equal?(@snapshot)

        @native = driver.element(@handle)
        @snapshot = current
        @native
      end

      def all_text
        Text.squish(native.text)
      end

      def visible_text
        return "" unless visible?

        Text.lines(displayed_text(native, +""))
      end

      def [](name)
        name = name.to_s
        return nil if Snapshot::OWN_ATTRIBUTES.include?(name)

        case name
        when "checked" then checked? || nil
        when "selected" then selected? || nil
        else native[name]
        end
      end

      def value
        case tag_name
        when "textarea" then native.text
        when "select"
          chosen = native.xpath(".//option[@selected]")
          if multiple?
            chosen.map { |option| option_value(option) }
          else
            option = chosen.last || native.at_xpath(".//option")
            option && option_value(option)
          end
        when "input"
          %w[checkbox radio].include?(type) ? (native["value"] || "on") : native["value"]
        else
          native["value"]
        end
      end

      def style(_styles)
        raise Capybara::NotSupportedByDriverError, "turbo-tui computes no CSS values for a test"
      end

      def set(value, **_options)
        return if disabled? || readonly?

        if tag_name == "textarea" || text_input?
          click_command(fill: target, value: formatted(value))
        elsif type == "checkbox"
          click_command(value ? { check: target } : { uncheck: target })
        elsif type == "radio"
          click_command(check: target) if value
        elsif type == "file"
          paths = Array(value).map(&:to_s)
          click_command(attach: target, path: multiple? ? paths : paths.first) unless paths.empty?
        elsif native["contenteditable"]
          raise Capybara::NotSupportedByDriverError, "turbo-tui runs no JavaScript, so contenteditable is plain text"
        end
      end

      def select_option
        return if disabled?

        click_command(select_option: target)
      end

      def unselect_option
        select = native.at_xpath("ancestor::select[1]")
        raise Capybara::UnselectNotAllowed, "Cannot unselect option from single select box." unless select&.has_attribute?("multiple")

        click_command(unselect_option: target)
      end

      def click(keys = [], **_options)
        raise Capybara::NotSupportedByDriverError, "turbo-tui clicks without modifier keys" unless keys.empty?
        return select_option if tag_name == "option"

        click_command(click: target)
      rescue NotInteractable
        # A click on shown text that is neither link, button, field nor
        # summary does nothing, in a browser as here; a hidden element cannot be clicked.
        raise unless visible?
      rescue Error => e
        # A javascript: link does nothing without JavaScript.
        raise unless e.message.include?(JAVASCRIPT_LINK)
      end

      def send_keys(*keys)
        click if !focused? && (text_input? || tag_name == "textarea")
        driver.send_keys(*keys)
      end

      def tag_name
        native.name
      end

      def visible?
        native.xpath("ancestor-or-self::*[@#{Snapshot::HIDDEN}]").empty?
      end

      def checked?
        native.has_attribute?("checked")
      end

      def selected?
        native.has_attribute?("selected")
      end

      def disabled?
        Disabled.element?(native)
      end

      def readonly?
        return false if tag_name == "input" && NOT_READONLY_TYPES.include?(type)

        %w[input textarea].include?(tag_name) && native.has_attribute?("readonly")
      end

      def multiple?
        native.has_attribute?("multiple")
      end

      def path
        native.path
      end

      def find_xpath(query, **_hints)
        driver.refresh_snapshot
        native.xpath(query).map { |element| self.class.new(driver, element) }
      end

      def find_css(query, **_hints)
        driver.refresh_snapshot
        native.css(query, PseudoClasses.new).map { |element| self.class.new(driver, element) }
      end

      def ==(other)
        other.is_a?(Node) && (@handle ? @handle == other.handle : native == other.native)
      end

      private

      def target
        raise Error, "This node (#{native.name}) has no handle: only elements can be acted on" unless @handle

        { node: @handle }
      end

      def click_command(command)
        driver.note_answer(driver.command(command))
      end

      def type
        (native["type"] || "").downcase
      end

      def text_input?
        tag_name == "input" && !TEXT_INPUT_EXCEPTIONS.include?(type)
      end

      def focused?
        driver.snapshot.focused_handle == @handle
      end

      def option_value(option)
        option["value"] || Text.squish(option.text)
      end

      # Dates and times as the input type writes them (HTML's value formats).
      def formatted(value)
        return RangeValue.sanitized(value, native) if type == "range"
        return value.to_s unless value.respond_to?(:strftime)

        case type
        when "date" then value.strftime("%Y-%m-%d")
        when "time" then value.strftime("%H:%M")
        when "datetime-local" then value.strftime("%Y-%m-%dT%H:%M")
        when "month" then value.strftime("%Y-%m")
        when "week" then value.strftime("%G-W%V")
        else value.to_s
        end
      end

      def displayed_text(element, out)
        element.children.each do |child|
          if child.text?
            out << child.text.gsub(Text::SPACES, " ")
          elsif child.element? && !child.has_attribute?(Snapshot::HIDDEN)
            next out << "\n" if child.name == "br"

            block = BLOCK.include?(child.name)
            out << "\n" if block
            displayed_text(child, out)
            out << "\n" if block
          end
        end
        out
      end
    end

    # HTML's disabled rule: a form control with `disabled`, an option in a
    # disabled optgroup or select, a control in a disabled fieldset but not in
    # its first legend.
    module Disabled
      CONTROLS = %w[button input select textarea optgroup option fieldset].freeze

      def self.element?(element)
        return false unless CONTROLS.include?(element.name)
        return true if element.has_attribute?("disabled")
        if %w[option optgroup].include?(element.name)
          select = element.at_xpath("ancestor::select[1]")
          return !element.xpath("ancestor::optgroup[@disabled]").empty? || (!select.nil? && element?(select))
        end

        element.ancestors("fieldset").any? do |fieldset|
          next false unless fieldset.has_attribute?("disabled")

          legend = fieldset.element_children.find { |child| child.name == "legend" }
          legend.nil? || !element.ancestors.include?(legend)
        end
      end
    end

    # `:disabled` and `:enabled` for Nokogiri's CSS, which has no form state of its own.
    class PseudoClasses
      def disabled(nodes)
        nodes.select { |node| Disabled.element?(node) }
      end

      def enabled(nodes)
        nodes.select { |node| Disabled::CONTROLS.include?(node.name) && !Disabled.element?(node) }
      end
    end

    # A range field's value as HTML's value sanitization leaves it: within
    # min and max, on a step.
    module RangeValue
      def self.sanitized(value, input)
        min = Float(input["min"] || 0, exception: false) || 0.0
        max = Float(input["max"] || 100, exception: false) || 100.0
        step = Float(input["step"] || 1, exception: false) || 1.0
        number = (Float(value.to_s, exception: false) || ((min + max) / 2)).clamp(min, max)
        number = ((number - min) / step).round * step + min
        number = number.clamp(min, max)
        number == number.floor ? number.to_i.to_s : number.to_s
      end
    end

    # Capybara's white-space rules for text.
    module Text
      INVISIBLE = /[\u200b\u200e\u200f]/
      SPACES = /[ \n\f\t\v\u2028\u2029]+/

      # All white space one space, none at the ends; a no-break space stays a space.
      def self.squish(text)
        text.gsub(INVISIBLE, "").gsub(SPACES, " ").gsub(/\A[[:space:]&&[^\u00a0]]+|[[:space:]&&[^\u00a0]]+\z/, "")
            .tr("\u00a0", " ")
      end

      # As `squish`, but the line breaks of blocks and `<br>` stay, one each.
      def self.lines(text)
        text.gsub(INVISIBLE, "").gsub(/[ \f\t\v\u2028\u2029]+/, " ").gsub(/[ \n]*\n[ \n]*/, "\n")
            .gsub(/\A[[:space:]&&[^\u00a0]]+|[[:space:]&&[^\u00a0]]+\z/, "").tr("\u00a0", " ")
      end
    end
  end
end
