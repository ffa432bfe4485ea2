# Stream names reach the client inside HTML, so they are signed with a key
# derived from the app's secret and checked again when a client subscribes.
# Same format as turbo-rails (a JSON, SHA256 message verifier), so a name
# signed here looks like one signed by a real turbo-rails app.
module Turbo
  module StreamName
    module_function

    def signed(*streamables)
      verifier.generate(from(streamables))
    end

    # The plain name, or nil when the signature does not match.
    def verified(signed_name)
      verifier.verified(signed_name) if signed_name.is_a?(String)
    end

    def from(streamables)
      Array(streamables).flatten.map { |streamable| streamable.try(:to_stream_name) || streamable.to_param }.join(":")
    end

    def verifier
      key = Rails.application.key_generator.generate_key("turbo/signed_stream_verifier_key")
      ActiveSupport::MessageVerifier.new(key, digest: "SHA256", serializer: JSON)
    end
  end
end
