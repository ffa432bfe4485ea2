# turbo-rails' answers for native apps: after a form in a modal, a native
# client should go back (recede), stay (resume) or reload (refresh) rather
# than show the page a browser is redirected to. Native clients are told
# apart by their User-Agent.
module Turbo
  module Native
    module Navigation
      extend ActiveSupport::Concern

      NATIVE_USER_AGENT = /(Turbo|Hotwire) Native/

      included do
        helper_method :hotwire_native_app?, :turbo_native_app?
      end

      private

      def hotwire_native_app?
        NATIVE_USER_AGENT.match?(request.user_agent.to_s)
      end
      alias_method :turbo_native_app?, :hotwire_native_app?

      def recede_or_redirect_to(url, **options)
        native_action_or_redirect(url, :recede, options)
      end

      def resume_or_redirect_to(url, **options)
        native_action_or_redirect(url, :resume, options)
      end

      def refresh_or_redirect_to(url, **options)
        native_action_or_redirect(url, :refresh, options)
      end

      def native_action_or_redirect(url, action, options)
        if hotwire_native_app?
          redirect_to send("turbo_#{action}_historical_location_url", notice: options[:notice]), status: :see_other
        else
          redirect_to url, status: :see_other, **options
        end
      end
    end
  end
end
