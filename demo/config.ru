# Rack entry point; demo/bin/server is the usual way to start the app.
require_relative "config/environment"
run Rails.application
