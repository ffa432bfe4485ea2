# The server-sent-events source of /streams: one turbo-stream message every
# two seconds for a minute, then the stream ends (EventSource clients
# reconnect), so no server thread is held forever.
class StreamEventsController < ApplicationController
  include ActionController::Live

  INTERVAL_SECONDS = 2
  EVENTS_PER_CONNECTION = 30

  def index
    response.headers["Content-Type"] = "text/event-stream"
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Last-Modified"] = Time.now.httpdate # keeps Rack::ETag from buffering the stream
    EVENTS_PER_CONNECTION.times do |count|
      response.stream.write(event(count + 1))
      sleep INTERVAL_SECONDS
    end
  rescue ActionController::Live::ClientDisconnected, IOError
    # the page went away
  ensure
    response.stream.close
  end

  private

  def event(count)
    message = Turbo::Streams::Tag.build(:update, target: "sse-clock",
                                        content: ERB::Util.html_escape("#{Time.now.utc.strftime("%H:%M:%S")} UTC (event #{count})"))
    "id: #{count}\ndata: #{message}\n\n"
  end
end
