/** Body of every non-2xx JSON reply: the human message is in both `error` and `message`. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
