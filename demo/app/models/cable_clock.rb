# A live Action Cable source for /streams: every few seconds the server time
# goes to every page subscribed to the "clock" stream.
class CableClock
  INTERVAL_SECONDS = 5

  def self.start
    Thread.new do
      loop do
        sleep INTERVAL_SECONDS
        time = Time.now.utc.strftime("%H:%M:%S UTC")
        Turbo::StreamsChannel.broadcast_action_to("clock", action: :update, target: "cable-clock", html: time)
      rescue StandardError => error
        Rails.logger.error("CableClock: #{error.message}")
      end
    end
  end
end
