# frozen_string_literal: true

require_relative "../application_system_test_case"

# The seed's story: signing in inside the modal signs in the main stack,
# because both sessions share one cookie jar (iOS's shared process pool).
class SignInTest < ApplicationSystemTestCase
  test "signing in inside the modal signs in the page below it" do
    visit "/"
    assert_text "Not signed in."
    within("#session-status") { click_link "Sign in" }
    assert modal?, "the path configuration opens /signin in the modal"
    within_modal do
      fill_in "Name", with: "Ada"
      fill_in "Password", with: "wrong"
      click_button "Sign in"
      assert_text "Password is wrong"
    end
    assert modal?, "a 422 is drawn in the modal, which stays"
    within_modal do
      fill_in "Password", with: SignIn::PASSWORD
      click_button "Sign in"
    end
    assert_not modal?, "the app recedes: the modal closes"
    assert_current_path "/"
    assert_text "Signed in as Ada."
  end

  test "Done closes the modal and leaves the page below as it was" do
    visit "/"
    within("#session-status") { click_link "Sign in" }
    within_modal { fill_in "Name", with: "Typed but not sent" }
    click_done
    assert_not modal?
    assert_text "Not signed in."
  end
end
