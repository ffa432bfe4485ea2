# The media type of Turbo Stream messages, so that `format.turbo_stream` and
# `*.turbo_stream.erb` templates work as they do with turbo-rails.
Mime::Type.register "text/vnd.turbo-stream.html", :turbo_stream
