# A request for a <turbo-frame> gets a minimal layout (the client keeps only
# the matching frame), as turbo-rails does.
module Turbo
  module FrameRequest
    extend ActiveSupport::Concern

    included do
      layout -> { turbo_frame_request? ? "turbo_frame" : "application" }
      helper_method :turbo_frame_request?, :turbo_frame_request_id
    end

    private

    def turbo_frame_request?
      turbo_frame_request_id.present?
    end

    def turbo_frame_request_id
      request.headers["Turbo-Frame"]
    end
  end
end
