# Signing in puts the name in the Rails cookie session. A native client
# then recedes (the modal closes); a browser goes to the home page.
class SessionsController < ApplicationController
  def new
    @sign_in = SignIn.new
  end

  def create
    @sign_in = SignIn.new(params.require(:sign_in).permit(:name, :password))
    if @sign_in.valid?
      reset_session # a new session id on privilege change
      session[:user] = @sign_in.name
      recede_or_redirect_to root_path, notice: "Signed in as #{@sign_in.name}."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    reset_session
    redirect_to root_path, status: :see_other, notice: "Signed out."
  end
end
