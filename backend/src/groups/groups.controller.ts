import { BadRequestException, Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import {
  createGroupPayload, groupVisibilityPayload, joinGroupPayload, memberRolePayload, shareNotesPayload, updateGroupPayload,
  type GroupMessagesPage, type NotesGroupsView, type SharedNotesView, type StudyGroup,
} from '@studyloop/events';
import { CurrentUserId, OptionalUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { QueryParam } from '../common/query-param.js';
import { GroupChatService } from './group-chat.service.js';
import { GroupsService } from './groups.service.js';

/** A malformed id names nothing: 404, like an unknown one. */
const uuid = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Not found') });

@Controller('api/study-groups')
export class GroupsController {
  constructor(private readonly groups: GroupsService, private readonly chat: GroupChatService) {}

  @Get('user')
  userGroups(@CurrentUserId() userId: string): Promise<StudyGroup[]> {
    return this.groups.userGroups(userId);
  }

  @Get('public')
  publicGroups(@OptionalUserId() userId: string | null): Promise<StudyGroup[]> {
    return this.groups.publicGroups(userId);
  }

  @Get('shared-with/:notesId')
  sharedWith(@CurrentUserId() userId: string, @Param('notesId', uuid) notesId: string): Promise<NotesGroupsView> {
    return this.groups.groupsForNotes(userId, notesId);
  }

  @Post()
  create(@CurrentUserId() userId: string, @Body() body: unknown): Promise<StudyGroup> {
    return this.groups.create(userId, parsePayload(createGroupPayload, body));
  }

  @Post('join')
  @HttpCode(200)
  joinByCode(@CurrentUserId() userId: string, @Body() body: unknown): Promise<StudyGroup> {
    return this.groups.joinByCode(userId, parsePayload(joinGroupPayload, body).inviteCode);
  }

  @Get(':id')
  get(@OptionalUserId() userId: string | null, @Param('id', uuid) id: string): Promise<StudyGroup> {
    return this.groups.getGroup(id, userId);
  }

  @Patch(':id')
  update(@CurrentUserId() userId: string, @Param('id', uuid) id: string, @Body() body: unknown): Promise<StudyGroup> {
    return this.groups.update(userId, id, parsePayload(updateGroupPayload, body));
  }

  @Delete(':id')
  async delete(@CurrentUserId() userId: string, @Param('id', uuid) id: string): Promise<{ message: string }> {
    await this.groups.delete(userId, id);
    return { message: 'Group deleted' };
  }

  @Post(':id/join')
  @HttpCode(200)
  joinPublic(@CurrentUserId() userId: string, @Param('id', uuid) id: string): Promise<StudyGroup> {
    return this.groups.joinPublic(userId, id);
  }

  @Post(':id/leave')
  @HttpCode(200)
  async leave(@CurrentUserId() userId: string, @Param('id', uuid) id: string): Promise<{ message: string }> {
    await this.groups.leave(userId, id);
    return { message: 'You left the group' };
  }

  @Put(':id/visibility')
  visibility(@CurrentUserId() userId: string, @Param('id', uuid) id: string, @Body() body: unknown): Promise<StudyGroup> {
    return this.groups.setVisibility(userId, id, parsePayload(groupVisibilityPayload, body).isPublic);
  }

  @Post(':id/invite-code')
  @HttpCode(200)
  regenerateInviteCode(@CurrentUserId() userId: string, @Param('id', uuid) id: string): Promise<{ inviteCode: string }> {
    return this.groups.regenerateInviteCode(userId, id);
  }

  @Put(':id/members/:userId/role')
  changeRole(@CurrentUserId() actorId: string, @Param('id', uuid) id: string, @Param('userId', uuid) userId: string, @Body() body: unknown): Promise<StudyGroup> {
    return this.groups.changeRole(actorId, id, userId, parsePayload(memberRolePayload, body).role);
  }

  @Delete(':id/members/:userId')
  removeMember(@CurrentUserId() actorId: string, @Param('id', uuid) id: string, @Param('userId', uuid) userId: string): Promise<StudyGroup> {
    return this.groups.removeMember(actorId, id, userId);
  }

  @Get(':id/notes')
  sharedNotes(@CurrentUserId() userId: string, @Param('id', uuid) id: string): Promise<SharedNotesView[]> {
    return this.groups.sharedNotes(userId, id);
  }

  @Post(':id/notes')
  @HttpCode(200)
  shareNotes(@CurrentUserId() userId: string, @Param('id', uuid) id: string, @Body() body: unknown): Promise<SharedNotesView[]> {
    return this.groups.shareNotes(userId, id, parsePayload(shareNotesPayload, body).notesId);
  }

  @Delete(':id/notes/:notesId')
  unshareNotes(@CurrentUserId() userId: string, @Param('id', uuid) id: string, @Param('notesId', uuid) notesId: string): Promise<SharedNotesView[]> {
    return this.groups.unshareNotes(userId, id, notesId);
  }

  /** History, newest page first (returned oldest → newest); `before` is a message seq for scrolling back. */
  @Get(':id/messages')
  messages(@CurrentUserId() userId: string, @Param('id', uuid) id: string, @QueryParam('before') before?: string, @QueryParam('limit') limit?: string): Promise<GroupMessagesPage> {
    return this.chat.history(userId, id, before === undefined ? null : wholeNumber(before, 'before'), limit === undefined ? undefined : wholeNumber(limit, 'limit'));
  }

  /** The author, a moderator or an admin removes a message; members' screens drop it live. */
  @Delete(':id/messages/:messageId')
  async deleteMessage(@CurrentUserId() userId: string, @Param('id', uuid) id: string, @Param('messageId', uuid) messageId: string): Promise<{ message: string }> {
    await this.chat.deleteMessage(userId, id, messageId);
    return { message: 'Message deleted' };
  }
}

function wholeNumber(value: string, name: string): number {
  if (!/^\d{1,15}$/.test(value)) throw new BadRequestException(`${name} must be a whole number`);
  return Number(value);
}
