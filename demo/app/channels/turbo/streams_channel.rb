# The one channel every Turbo page subscribes through: a subscription names
# its stream with a signed name, and a name that fails the check is rejected.
class Turbo::StreamsChannel < ActionCable::Channel::Base
  def subscribed
    if (name = Turbo::StreamName.verified(params[:signed_stream_name]))
      stream_from name
    else
      reject
    end
  end

  # Sends one stream action to everyone subscribed to the streamables.
  def self.broadcast_action_to(*streamables, action:, target: nil, partial: nil, locals: {}, html: nil)
    content = html || (partial && ApplicationController.render(partial: partial, locals: locals))
    message = Turbo::Streams::Tag.build(action, target: target, content: content)
    ActionCable.server.broadcast(Turbo::StreamName.from(streamables), message)
  end
end
