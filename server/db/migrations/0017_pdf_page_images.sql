CREATE TABLE "pdf_page_images" (
	"file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "pdf_page_images_file_id_page_pk" PRIMARY KEY("file_id","page"),
	CONSTRAINT "pdf_page_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "page_images" text;--> statement-breakpoint
ALTER TABLE "pdf_page_images" ADD CONSTRAINT "pdf_page_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;