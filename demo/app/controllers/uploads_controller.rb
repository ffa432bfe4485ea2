# A multipart form: a file and a note sent together. What arrived is kept in
# memory and shown on its own page, so a client can check name and size.
class UploadsController < ApplicationController
  def index
    @upload = Upload.new
    @uploads = Upload.store.all
  end

  def create
    form = params.fetch(:upload, {})
    @upload = Upload.receive(form[:file], note: form[:note])
    if Upload.store.save(@upload)
      redirect_to upload_path(@upload), status: :see_other, notice: "File received."
    else
      @uploads = Upload.store.all
      render :index, status: :unprocessable_entity
    end
  end

  def show
    @upload = Upload.store.find(params[:id]) or raise ActionController::RoutingError, "no upload #{params[:id]}"
  end
end
