# `render turbo_stream: html` answers with stream actions built in the
# controller, typed as a stream message (turbo-rails adds the same renderer).
ActionController::Renderers.add :turbo_stream do |html, _options|
  self.content_type = Mime[:turbo_stream] if media_type.nil?
  html
end
