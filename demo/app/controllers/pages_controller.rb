# The plain pages of hotwired/turbo-native-demo, one action each.
class PagesController < ApplicationController
  SLOW_SECONDS = 3

  def index; end
  def one; end
  def two; end
  def long; end
  def redirected; end
  def files; end
  def tracked; end
  def tracked_same; end
  def tracked_deployed; end
  def prefetch; end
  def preload; end

  def slow
    sleep SLOW_SECONDS
  end

  def follow
    redirect_to redirected_path, status: :see_other
  end

  def protected
    render :sign_in_required, status: :unauthorized unless current_user
  end

  def boom
    raise "Boom: this error is on purpose (the demo's 500 page)"
  end
end
