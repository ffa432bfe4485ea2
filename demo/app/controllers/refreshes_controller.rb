# The /refresh page: Turbo 8 page refreshes by morphing. Its counter changes
# on every refresh; a form bumps it and redirects back (a refresh), and
# POST /refresh/broadcast (from curl, so without a CSRF token) bumps it and
# broadcasts a `refresh` stream to every open /refresh page.
class RefreshesController < ApplicationController
  COUNT = Concurrent::AtomicFixnum.new(0)

  skip_forgery_protection only: :broadcast

  def show
    @count = COUNT.value
  end

  def create
    COUNT.increment
    redirect_to refresh_path, status: :see_other
  end

  def broadcast
    count = COUNT.increment
    Turbo::StreamsChannel.broadcast_action_to("refreshes", action: :refresh)
    render plain: "Refresh broadcast: count #{count}\n"
  end
end
