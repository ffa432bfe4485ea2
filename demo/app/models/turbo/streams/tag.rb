# One <turbo-stream> element: the unit of every stream message, whether it
# answers a form or arrives over Action Cable or server-sent events.
module Turbo
  module Streams
    module Tag
      ACTIONS = %w[append prepend before after replace update remove refresh].freeze

      module_function

      def build(action, target: nil, targets: nil, method: nil, request_id: nil, content: nil)
        raise ArgumentError, "unknown turbo-stream action #{action}" unless ACTIONS.include?(action.to_s)
        attributes = { action: action, target: target, targets: targets, method: method, "request-id": request_id }
        opening = attributes.compact.map { |name, value| %( #{name}="#{ERB::Util.html_escape(value)}") }.join
        template = content.nil? ? "" : "<template>#{content}</template>"
        "<turbo-stream#{opening}>#{template}</turbo-stream>".html_safe
      end
    end
  end
end
