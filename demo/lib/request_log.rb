# Appends one line per request to a file, so that people and tests can see
# what a client really sent: time, method, path, status, duration, the
# Turbo-Frame header, the method Rails saw instead when a form's `_method`
# overrode it, the controller action that answered, `X-Sec-Purpose` (a
# prefetch), and the User-Agent.
class RequestLog
  def initialize(app, path)
    @app = app
    @file = File.open(path, "a")
    @file.sync = true
    @lock = Mutex.new
  end

  def call(env)
    # Read before the app runs: mounted apps such as Action Cable rewrite PATH_INFO.
    request = [env["REQUEST_METHOD"], full_path(env), env["HTTP_TURBO_FRAME"], env["HTTP_USER_AGENT"], env["HTTP_X_SEC_PURPOSE"]]
    started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    status, headers, body = @app.call(env)
    write(request, status, started, route(env))
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

  # Known only after the app ran: Rack::MethodOverride rewrites the method,
  # the router records the action.
  def route(env)
    overridden = env["REQUEST_METHOD"] if env["rack.methodoverride.original_method"]
    parameters = env["action_dispatch.request.path_parameters"] || {}
    action = "#{parameters[:controller]}##{parameters[:action]}" if parameters[:controller]
    [overridden, action]
  end

  def write((method, path, frame, user_agent, purpose), status, started, route = [])
    overridden, action = route
    milliseconds = ((Process.clock_gettime(Process::CLOCK_MONOTONIC) - started) * 1000).round
    status = 101 if status.to_i == -1 # a hijacked socket: the WebSocket upgrade
    fields = [Time.now.utc.iso8601(3), method, path.inspect, status, "#{milliseconds}ms"]
    fields << "frame=#{frame.inspect}" if frame
    fields << "override=#{overridden.inspect}" if overridden
    fields << "action=#{action.inspect}" if action
    fields << "purpose=#{purpose.inspect}" if purpose
    fields << "ua=#{user_agent.to_s.inspect}"
    @lock.synchronize { @file.puts(fields.join(" ")) }
  end
end
