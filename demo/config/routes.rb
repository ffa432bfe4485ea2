Rails.application.routes.draw do
  root "pages#index"
  %w[one two long slow follow redirected protected boom files].each do |page|
    get page, to: "pages##{page}"
  end

  # Tracked assets (data-turbo-track="reload"): the second page is as after a deploy.
  get "tracked", to: "pages#tracked"
  get "tracked/same", to: "pages#tracked_same"
  get "tracked/deployed", to: "pages#tracked_deployed"

  get "basic", to: "basic#show"

  # Prefetch (links fetched once they keep the focus) and data-turbo-preload.
  get "prefetch", to: "pages#prefetch"
  get "prefetch/preload", to: "pages#preload"

  get "signin", to: "sessions#new"
  post "signin", to: "sessions#create"
  delete "signout", to: "sessions#destroy"

  resources :posts
  get "search", to: "search#index"
  resources :uploads, only: %i[index create show]

  get "frames", to: "frames#index"
  get "frames/eager", to: "frames#eager"
  get "frames/lazy", to: "frames#lazy"
  get "frames/navigation/:page", to: "frames#navigation", as: :frames_navigation
  get "frames/inner", to: "frames#inner"
  get "frames/missing", to: "frames#missing"
  get "frames/autoscroll", to: "frames#autoscroll"
  get "frames/autoscroll/outer", to: "frames#autoscroll_outer"
  get "frames/autoscroll/inner", to: "frames#autoscroll_inner"
  post "frames/form", to: "frames#form"
  get "frames/reply", to: "frames#reply"

  get "refresh", to: "refreshes#show"
  post "refresh", to: "refreshes#create"
  post "refresh/broadcast", to: "refreshes#broadcast"

  get "streams", to: "streams#index"
  post "streams", to: "streams#create"
  post "streams/broadcast", to: "streams#broadcast"
  get "streams/events", to: "stream_events#index"
  get "streams/inline", to: "streams#inline"

  # The routes turbo-rails adds for native apps: a native client never shows
  # these pages; it goes back, stays or refreshes instead.
  get "recede_historical_location", to: "turbo/native/navigation#recede", as: :turbo_recede_historical_location
  get "resume_historical_location", to: "turbo/native/navigation#resume", as: :turbo_resume_historical_location
  get "refresh_historical_location", to: "turbo/native/navigation#refresh", as: :turbo_refresh_historical_location
end
