# Loads and initializes the demo app (the Rails convention, kept so that
# `ruby -e 'require "./config/environment"'` works for poking at it).
require_relative "application"
Rails.application.initialize!
