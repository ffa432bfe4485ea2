module Turbo
  module StreamsHelper
    def turbo_stream
      Turbo::Streams::TagBuilder.new(self)
    end

    # The element a Turbo page uses to subscribe to a broadcast stream.
    def turbo_stream_from(*streamables, **attributes)
      tag.turbo_cable_stream_source(**attributes, channel: "Turbo::StreamsChannel",
                                    "signed-stream-name": Turbo::StreamName.signed(*streamables))
    end
  end
end
