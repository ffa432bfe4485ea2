# frozen_string_literal: true

require_relative "../application_system_test_case"

class PostsTest < ApplicationSystemTestCase
  test "a post refused with a 422 keeps what was typed, then is created" do
    visit "/posts"
    click_link "New post"
    within_modal do
      fill_in "Body", with: "A body without a title"
      click_button "Create Post"
      assert_text "Title can't be blank"
      assert_field "Body", with: "A body without a title"
      fill_in "Title", with: "From a system test"
      click_button "Create Post"
    end
    assert_not modal?
    assert_current_path "/posts"
    assert_selector ".post h2", text: "From a system test"
  end
end
