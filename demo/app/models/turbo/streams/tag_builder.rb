# What `turbo_stream` returns in a view: one method per stream action, each
# rendering its content from a string, a block or a partial (turbo-rails'
# API, the subset the demo uses).
module Turbo
  module Streams
    class TagBuilder
      def initialize(view_context)
        @view_context = view_context
      end

      %i[append prepend before after replace update].each do |action|
        define_method(action) do |target = nil, content = nil, targets: nil, method: nil, **rendering, &block|
          html = content || (block && @view_context.capture(&block)) || @view_context.render(**rendering)
          Tag.build(action, target: target, targets: targets, method: method, content: html)
        end
      end

      def remove(target = nil, targets: nil)
        Tag.build(:remove, target: target, targets: targets)
      end

      def refresh(request_id: nil)
        Tag.build(:refresh, request_id: request_id)
      end
    end
  end
end
