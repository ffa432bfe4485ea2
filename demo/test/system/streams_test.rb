# frozen_string_literal: true

require_relative "../application_system_test_case"

class StreamsTest < ApplicationSystemTestCase
  test "an inline edit over a stream link changes the page in place" do
    visit "/streams"
    assert_selector "#inline-target", text: "Not edited yet."
    click_link "Edit inline"
    assert_selector "#inline-target", text: "Edited inline, run 1."
    assert_current_path "/streams"
  end

  test "a broadcast from a second session reaches the first one live" do
    sign_in "Reader"
    visit "/streams"
    assert_selector "#messages"
    using_session(:writer) do
      sign_in "Writer"
      visit "/streams"
      fill_in "Message", with: "hello from the writer"
      click_button "Broadcast"
      assert_selector "#message-status", text: "Sent: hello from the writer"
    end
    # Nothing was done in this session: the message came over Action Cable while Capybara waited.
    assert_selector "#messages li", text: "Writer: hello from the writer"
  end
end
