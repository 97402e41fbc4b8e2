import { BadRequestException, Body, Controller, HttpCode, PayloadTooLargeException, Post, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  cleanSourceText, MAX_MATERIAL_CHARACTERS, MAX_PDF_BYTES, PDF_PAGE_SEPARATOR, processMaterialPayload,
  type ProcessMaterialResult, type UploadMaterialResult,
} from '@studyloop/events';
import { memoryStorage } from 'multer';
import { CurrentUserId } from '../common/session.js';
import { SignedInGuard } from '../common/signed-in.guard.js';
import { UploadTooLargeFilter } from '../common/upload-too-large.filter.js';
import { parsePayload } from '../common/validation.js';
import { ProcessingService } from './processing.service.js';
import { PdfExtractor } from './pdf-extractor.js';
import { PDF_REJECTIONS } from './sources/pdf-rejection.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api/materials')
export class MaterialsController {
  constructor(private readonly processing: ProcessingService, private readonly pdfs: PdfExtractor) {}

  /** Text of a PDF, page by page; nothing is stored until `process`. */
  @Post('upload')
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  @UseFilters(new UploadTooLargeFilter(PDF_REJECTIONS.tooLarge))
  @UseInterceptors(FileInterceptor('file', { storage: memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: MAX_PDF_BYTES, files: 1 } }))
  async upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<UploadMaterialResult> {
    if (!file) throw new BadRequestException('Please upload a PDF file (form field "file")');
    const { pages, wordCount, title, outline } = await this.pdfs.extract(file.buffer);
    const extractedText = pages.join(PDF_PAGE_SEPARATOR);
    if (extractedText.length > MAX_MATERIAL_CHARACTERS) {
      throw new PayloadTooLargeException(`This PDF holds too much text: up to ${MAX_MATERIAL_CHARACTERS.toLocaleString('en-US')} characters can be processed at once`);
    }
    return { extractedText, pages, pageCount: pages.length, filename: cleanSourceText(file.originalname).slice(0, 255), wordCount, title, outline };
  }

  @Post('process')
  @HttpCode(201)
  @ApiPayload(processMaterialPayload)
  process(@CurrentUserId() userId: string, @Body() body: unknown): Promise<ProcessMaterialResult> {
    return this.processing.processMaterial(userId, parsePayload(processMaterialPayload, body));
  }
}
