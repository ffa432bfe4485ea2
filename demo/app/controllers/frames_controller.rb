# Pages that answer <turbo-frame> requests. Each is a whole page with the
# frame inside, as in a real app, so it also reads well on its own.
class FramesController < ApplicationController
  PAGES = 1..3

  def index; end
  def eager; end
  def lazy; end
  def inner; end
  def missing; end
  # A long page whose last frame scrolls into view when filled (autoscroll),
  # filled through a frame that recurses for it.
  def autoscroll; end
  def autoscroll_outer; end
  def autoscroll_inner; end

  def navigation
    @page = params[:page].to_i
    raise ActionController::RoutingError, "no frame page #{@page}" unless PAGES.cover?(@page)
  end

  def form
    @message = params[:message].to_s.strip
    if @message.empty?
      @error = "Type a message first."
      render :index, status: :unprocessable_entity
    else
      redirect_to frames_reply_path(message: @message), status: :see_other
    end
  end

  def reply
    @message = params[:message].to_s
  end
end
