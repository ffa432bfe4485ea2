module Turbo
  module FramesHelper
    def turbo_frame_tag(id, **attributes, &block)
      tag.turbo_frame(**attributes, id: id, &block)
    end
  end
end
