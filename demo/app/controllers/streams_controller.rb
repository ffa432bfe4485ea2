# The /streams page: a form answered with every kind of stream action, a
# form whose message is broadcast to every open /streams page over Action
# Cable, and the live sources (cable clock, server-sent events).
class StreamsController < ApplicationController
  def index; end

  def create
    @run = session[:stream_runs] = session[:stream_runs].to_i + 1
    @refresh = params[:refresh].present?
    # HTML first: a client that accepts anything (*/*) is not Turbo.
    respond_to do |format|
      format.html { redirect_to streams_path, status: :see_other, notice: "Stream actions need a Turbo client." }
      format.turbo_stream
    end
  end

  # A GET link marked data-turbo-stream (Rails' inline-edit pattern): a
  # Turbo client asking for a stream gets one; any other gets the page.
  def inline
    @run = session[:inline_runs] = session[:inline_runs].to_i + 1
    respond_to do |format|
      format.html
      format.turbo_stream { render turbo_stream: helpers.turbo_stream.update("inline-target", "Edited inline, run #{@run}.") }
    end
  end

  def broadcast
    text = params[:message].to_s.strip.presence || "(empty message)"
    Turbo::StreamsChannel.broadcast_action_to("messages", action: :append, target: "messages",
                                              partial: "streams/message", locals: { text: text, from: current_user || "guest" })
    respond_to do |format|
      format.html { redirect_to streams_path, status: :see_other, notice: "Broadcast: #{text}" }
      format.turbo_stream { render turbo_stream: helpers.turbo_stream.update("message-status", "Sent: #{text}") }
    end
  end
end
