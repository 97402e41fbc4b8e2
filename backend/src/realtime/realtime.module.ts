import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';
import { connectSocketIoRedis, SOCKET_IO_REDIS, type SocketIoRedis } from './redis-adapter.js';

@Global()
@Module({
  providers: [
    RealtimeGateway,
    RealtimeService,
    { provide: SOCKET_IO_REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => connectSocketIoRedis(config) },
  ],
  exports: [RealtimeService],
})
export class RealtimeModule implements OnApplicationShutdown {
  constructor(@Inject(SOCKET_IO_REDIS) private readonly redis: SocketIoRedis | null, private readonly realtime: RealtimeService) {}

  async onApplicationShutdown(): Promise<void> {
    this.realtime.beginShutdown();
    await this.redis?.close();
  }
}
