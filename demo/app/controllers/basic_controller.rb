# A page behind HTTP Basic authentication (user demo, password turbo), as an
# admin area or a staging site puts one: turbo-tui asks for the name and the
# password and sends them through libcurl.
class BasicController < ApplicationController
  http_basic_authenticate_with name: "demo", password: "turbo", realm: "Turbo demo staff"

  def show; end
end
