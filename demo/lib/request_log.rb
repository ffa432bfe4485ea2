# Appends one line per request to a file, so that people and tests can see
# what a client really sent: time, method, path, status, duration, the
# Turbo-Frame header and the User-Agent.
class RequestLog
  def initialize(app, path)
    @app = app
    @file = File.open(path, "a")
    @file.sync = true
    @lock = Mutex.new
  end

  def call(env)
    # Read before the app runs: mounted apps such as Action Cable rewrite PATH_INFO.
    request = [env["REQUEST_METHOD"], full_path(env), env["HTTP_TURBO_FRAME"], env["HTTP_USER_AGENT"]]
    started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    status, headers, body = @app.call(env)
    write(request, status, started)
    [status, headers, body]
  rescue Exception
    write(request, 500, started)
    raise
  end

  private

  def full_path(env)
    path = env["PATH_INFO"].to_s
    query = env["QUERY_STRING"].to_s
    query.empty? ? path : "#{path}?#{query}"
  end

  def write((method, path, frame, user_agent), status, started)
    milliseconds = ((Process.clock_gettime(Process::CLOCK_MONOTONIC) - started) * 1000).round
    status = 101 if status.to_i == -1 # a hijacked socket: the WebSocket upgrade
    fields = [Time.now.utc.iso8601(3), method, path.inspect, status, "#{milliseconds}ms"]
    fields << "frame=#{frame.inspect}" if frame
    fields << "ua=#{user_agent.to_s.inspect}"
    @lock.synchronize { @file.puts(fields.join(" ")) }
  end
end
