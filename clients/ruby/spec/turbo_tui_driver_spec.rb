# frozen_string_literal: true

# What the :turbo_tui driver adds to Capybara's shared specs: windows as
# tabs, the Turbo confirm question, response headers, handles across a
# stream change. A small Sinatra app served by Capybara, as the shared specs' is.
require "capybara/rspec"
require "capybara/turbo_tui"
require "sinatra/base"

class TurboTUIDriverSpecApp < Sinatra::Base
  get "/" do
    headers "X-Spec" => "yes"
    <<~HTML
      <!DOCTYPE html><title>Start</title>
      <a href="/other" target="_blank" id="blank">Other, in a new tab</a>
      <form action="/gone" method="post" data-turbo-confirm="Really delete?"><button>Delete</button></form>
      <p id="start">The start page</p>
    HTML
  end

  get("/other") { "<!DOCTYPE html><title>Other</title><p id='other'>The other page</p>" }

  post("/gone") { "<!DOCTYPE html><title>Gone</title><p id='gone'>Deleted</p>" }
end

RSpec.describe Capybara::TurboTUI::Driver do
  let(:session) { Capybara::Session.new(:turbo_tui_spec, TurboTUIDriverSpecApp) }

  before(:all) do
    Capybara.register_driver(:turbo_tui_spec) { |app| Capybara::TurboTUI::Driver.new(app, turbo: "page") }
  end

  after { session.reset! }

  it "opens a target=_blank link in a new window, which is a tab" do
    session.visit("/")
    other = session.window_opened_by { session.click_link("Other, in a new tab") }
    expect(session.windows.size).to eq(2)
    session.within_window(other) { expect(session).to have_css("#other", text: "The other page") }
    expect(session).to have_css("#start")
    other.close
    expect(session.windows.size).to eq(1)
  end

  it "opens a new window with no page, stays in its own, and visits in the new one" do
    session.visit("/")
    window = session.open_new_window
    expect(session.windows.size).to eq(2)
    expect(session).to have_css("#start")
    session.within_window(window) do
      session.visit("/other")
      expect(session).to have_css("#other")
    end
    expect(session).to have_css("#start")
    expect(session.current_url).to end_with("/")
  end

  it "reads a node of a window not shown as stale, and as itself once its window is shown again" do
    session.visit("/")
    start = session.find(:css, "#start")
    other = session.window_opened_by { session.click_link("Other, in a new tab") }
    session.switch_to_window(other)
    expect { start.text }.to raise_error(Capybara::TurboTUI::StaleElement)
    session.switch_to_window(session.windows.first)
    expect(start.text).to eq("The start page")
  end

  it "answers a data-turbo-confirm question as accept_confirm says" do
    session.visit("/")
    question = session.accept_confirm { session.click_button("Delete") }
    expect(question).to eq("Really delete?")
    expect(session).to have_css("#gone")
    session.visit("/")
    session.dismiss_confirm("Really delete?") { session.click_button("Delete") }
    expect(session).to have_css("#start")
  end

  it "gives the answer's headers, whatever their case" do
    session.visit("/")
    expect(session.response_headers["x-spec"]).to eq("yes")
    expect(session.status_code).to eq(200)
  end
end
