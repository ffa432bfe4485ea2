# The historical-location pages: a native client acts on the URL and never
# shows these; a browser that lands here sees one word of explanation.
class Turbo::Native::NavigationController < ActionController::Base
  def recede
    render html: "Going back…"
  end

  def resume
    render html: "Staying put…"
  end

  def refresh
    render html: "Refreshing…"
  end
end
